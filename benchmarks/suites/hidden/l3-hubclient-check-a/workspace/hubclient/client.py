class Client:
    def __init__(self, base_url, token, transport):
        self.base_url, self.token, self.transport = base_url, token, transport

    def repos(self):
        return self.transport("GET", self.base_url + "/repos", {"Authorization": "Bearer " + self.token})
