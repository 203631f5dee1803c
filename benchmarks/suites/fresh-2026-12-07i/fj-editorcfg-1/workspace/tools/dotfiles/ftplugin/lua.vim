setlocal shiftwidth=2 softtabstop=2 commentstring=--\ %s
