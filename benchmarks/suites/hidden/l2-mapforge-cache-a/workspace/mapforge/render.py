import sys
print('render', sys.argv[1:])
