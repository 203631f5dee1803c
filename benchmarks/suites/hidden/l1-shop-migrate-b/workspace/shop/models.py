from dataclasses import dataclass

@dataclass
class Customer:
    id: int
    name: str
    email: str
    created: str
    tier: str = "basic"
