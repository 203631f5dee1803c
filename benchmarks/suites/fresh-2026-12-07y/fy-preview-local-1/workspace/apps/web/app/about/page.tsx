export default function About() {
  return <main><h1>About us</h1></main>;
}
