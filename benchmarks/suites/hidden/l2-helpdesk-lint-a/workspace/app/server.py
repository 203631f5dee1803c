from app.security import csrf_ok
from app.tickets import Ticket

if __name__ == '__main__':
    print(Ticket('demo', 'x'), csrf_ok('a', 'a'))
