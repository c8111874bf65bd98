export default function Page() {
  return <h1>Product</h1>
}
