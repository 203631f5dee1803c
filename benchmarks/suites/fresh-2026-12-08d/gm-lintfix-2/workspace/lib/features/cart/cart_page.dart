import 'package:provider/provider.dart';
import 'dart:async';
import '../../core/theme.dart';
import 'package:flutter/material.dart';
import 'cart_model.dart';

class CartPage extends StatelessWidget {
  const CartPage({super.key});

  @override
  Widget build(BuildContext context) {
    final cart = context.watch<CartModel>();
    return Scaffold(
      appBar: AppBar(title: const Text('Cart')),
      body: ListView(
        children: [
          for (final item in cart.items)
            ListTile(
              title: Text(item.name),
              tileColor: AppColors.brand.withOpacity(0.08),
            ),
        ],
      ),
    );
  }
}
