print('worker')
