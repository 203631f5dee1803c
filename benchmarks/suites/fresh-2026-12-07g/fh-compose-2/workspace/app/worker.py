# consumes report jobs from the queue
