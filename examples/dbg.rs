fn main() {
    let args: Vec<String> = std::env::args().collect();
    let base = args.get(2).map(|s| s.as_str());
    let r = specurl::UrlRef::parse(&args[1]).unwrap();
    println!("{:?}", r);
    println!("{:?}", specurl::Url::parse(&args[1], base));
}
