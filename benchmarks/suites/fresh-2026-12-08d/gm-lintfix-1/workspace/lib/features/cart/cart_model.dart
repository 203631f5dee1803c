import 'package:flutter/foundation.dart';

class CartItem {
  const CartItem(this.name, this.cents);
  final String name;
  final int cents;
}

class CartModel extends ChangeNotifier {
  final items = <CartItem>[];
  void add(CartItem i) { items.add(i); notifyListeners(); }
}
