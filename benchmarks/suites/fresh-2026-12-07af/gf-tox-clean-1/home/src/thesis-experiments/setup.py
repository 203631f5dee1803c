from setuptools import setup

setup(name='thesis-experiments', version='0.1')
