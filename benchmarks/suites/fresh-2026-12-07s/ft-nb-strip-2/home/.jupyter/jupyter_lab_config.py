c.ServerApp.port = 8899
c.ServerApp.open_browser = False
