import os
BUCKET = os.environ.get('THUMB_BUCKET', 'uploads-staging')
print('watching', BUCKET)
