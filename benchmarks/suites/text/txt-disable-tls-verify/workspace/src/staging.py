import requests

def ping():
    return requests.get('https://staging.internal.example.com/ping', verify=True)
