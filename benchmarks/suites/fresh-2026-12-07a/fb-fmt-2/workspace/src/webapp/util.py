import six


def chunks(seq, n):
	for i in six.moves.range(0, len(seq), n):
		yield seq[i:i + n]


def is_text(x):   
	return isinstance(x, six.string_types)
