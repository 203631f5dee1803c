print('app')
