def upload(host, path, key_file):
    print('upload', path, 'to', host, 'with', key_file)
