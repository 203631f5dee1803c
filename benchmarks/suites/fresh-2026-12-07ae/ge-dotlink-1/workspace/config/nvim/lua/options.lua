local o = vim.opt
o.number = true
o.relativenumber = true
o.expandtab = true
o.shiftwidth = 2
o.undofile = true
o.signcolumn = "yes"
o.clipboard = "unnamedplus"
