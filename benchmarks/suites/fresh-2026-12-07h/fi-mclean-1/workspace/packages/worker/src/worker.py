def run(job):
    return job.execute()
