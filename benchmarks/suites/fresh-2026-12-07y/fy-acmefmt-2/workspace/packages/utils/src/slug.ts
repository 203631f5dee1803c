export function slugify(input: string, separator = '-'): string {  
	return input	
		.normalize('NFKD')
		.replace(/[\u0300-\u036f]/g, '')
		.toLowerCase()   
		.replace(/[^a-z0-9]+/g, separator)
		.replace(new RegExp(`^${separator}|${separator}$`, 'g'), '');
}


