def main():
    print('pgsnap')
