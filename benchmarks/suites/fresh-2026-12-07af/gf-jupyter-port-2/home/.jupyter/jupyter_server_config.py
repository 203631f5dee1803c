# Configuration file for jupyter-server.
c = get_config()  # noqa

c.ServerApp.ip = '127.0.0.1'
c.ServerApp.port = 8888
c.ServerApp.port_retries = 0
c.ServerApp.open_browser = False
c.ServerApp.root_dir = '~/src'
c.ServerApp.terminals_enabled = True
c.FileContentsManager.delete_to_trash = True
c.ContentsManager.allow_hidden = False
