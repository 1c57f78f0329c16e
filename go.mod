module karnak

go 1.26.8
