"""invoicer: line items to invoices."""
__version__ = "2.3.1"
