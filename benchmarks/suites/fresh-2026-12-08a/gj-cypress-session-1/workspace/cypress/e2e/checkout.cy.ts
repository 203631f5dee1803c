describe('checkout', () => {
  beforeEach(() => {
    cy.session('qa-checkout', () => {
      cy.readFile('cypress/.auth/state.json').then((state) => {
        for (const c of state.cookies) cy.setCookie(c.name, c.value, { domain: c.domain, secure: c.secure });
      });
    });
  });

  it('applies a coupon', () => {
    cy.visit('/checkout');
    cy.findByLabelText('Coupon code').type('WINTER20');
    cy.findByRole('button', { name: 'Apply' }).click();
    cy.findByTestId('order-total').should('contain', '39.20');
  });
});
