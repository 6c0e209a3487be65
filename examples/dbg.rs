fn main() {
    let text = std::fs::read_to_string("../shared/data/urls/kasztp.txt").unwrap();
    let lines: Vec<&str> = text
        .trim_start_matches('\u{feff}')
        .lines()
        .take(5000)
        .collect();
    let mut ok = 0;
    for l in &lines {
        if specurl::Url::parse(l, None).is_ok() {
            ok += 1
        }
    }
    println!("{ok}");
}
