export function formatDate(d: Date, locale = 'en-US'): string {
	return new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(d); 
}
