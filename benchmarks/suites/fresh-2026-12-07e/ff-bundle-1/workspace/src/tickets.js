const store = new Map([
  ['1', { id: '1', title: 'Printer on fire', assignee: { name: 'Lena' } }],
  ['2', { id: '2', title: 'VPN drops', assignee: null }],
]);

exports.get = (id) => store.get(id);
