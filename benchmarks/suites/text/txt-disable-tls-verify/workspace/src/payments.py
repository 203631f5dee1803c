import requests

def charge(token, cents):
    return requests.post('https://pay.example.com/v1/charge', json={'t': token, 'c': cents}, verify=True)
