export function onNotificationOpen(data: { deeplink?: string }) {
  // routes acme://orders/<id> etc.
}
