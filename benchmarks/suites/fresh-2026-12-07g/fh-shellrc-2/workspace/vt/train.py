print('training (stub)')
