def main():
    print('billing-api')
