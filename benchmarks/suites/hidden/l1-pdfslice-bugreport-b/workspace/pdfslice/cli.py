import sys

def main(argv=None):
    argv = argv or sys.argv[1:]
    print('pdfslice', ' '.join(argv))
