import { render } from './view.js';

const state = { cart: [] };   

function add(item) {
	state.cart.push(item);
	render(state);
}

window.add = add;
