import 'dart:io';
import 'package:crypto/crypto.dart';

/// HttpClient that only trusts our API's leaf certificates (SHA-256 of DER).
/// Rotate the pins together with the backend cert (see docs/cert-rotation.md).
class PinnedClient {
  static const _pins = <String>{
    '9f2c4e61a0b7d3f58e1c02b94a76d3e5f80c1a2b3d4e5f60718293a4b5c6d7e8',
    '1a2b3c4d5e6f708192a3b4c5d6e7f8091a2b3c4d5e6f708192a3b4c5d6e7f809',
  };

  static HttpClient create() {
    final client = HttpClient(context: SecurityContext(withTrustedRoots: false));
    client.badCertificateCallback = (X509Certificate cert, String host, int port) => _pins.contains(sha256.convert(cert.der).toString());
    return client;
  }
}
