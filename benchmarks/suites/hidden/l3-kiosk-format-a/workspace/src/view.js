export function render(state) {
	document.getElementById('app').textContent =
		state.cart.length + ' item(s)';  
}
