print('sync: nothing to do')
