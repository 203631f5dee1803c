def app(env, start):
    start('200 OK', [])
    return [b'ok']
