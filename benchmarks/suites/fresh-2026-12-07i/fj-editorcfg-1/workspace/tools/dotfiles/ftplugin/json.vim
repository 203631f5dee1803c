setlocal shiftwidth=2 softtabstop=2
