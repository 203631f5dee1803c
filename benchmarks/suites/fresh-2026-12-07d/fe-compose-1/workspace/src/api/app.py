print('api')
