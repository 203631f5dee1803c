from src import util

def main():
    print(util.greet('world'))
