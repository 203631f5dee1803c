import sys

def main():
    print(len(sys.stdin.read().split()))
