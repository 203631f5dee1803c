import Script from 'next/script';

export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en">
      <head>
        <Script src="/runtime-env.js" strategy="beforeInteractive" />
      </head>
      <body>{children}</body>
    </html>
  );
}
