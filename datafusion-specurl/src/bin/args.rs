// The few options of the scheduler and executor binaries, `--name value`
// each, read without a parser crate.

/// The value of `--name`, or `default`; exits with a message when the
/// value is not of its type or an option is unknown.
pub fn option<T: std::str::FromStr>(known: &[&str], name: &str, default: T) -> T {
    let args: Vec<String> = std::env::args().skip(1).collect();
    for pair in args.chunks(2) {
        let key = pair[0].trim_start_matches("--");
        if !pair[0].starts_with("--") || !known.contains(&key) || pair.len() < 2 {
            eprintln!("usage: {} {}", binary(), usage(known));
            std::process::exit(2);
        }
        if key == name {
            return pair[1].parse().unwrap_or_else(|_| {
                eprintln!("{}: --{name}: not a valid value: {}", binary(), pair[1]);
                std::process::exit(2)
            });
        }
    }
    default
}

fn binary() -> String {
    std::env::args().next().unwrap_or_default()
}

fn usage(known: &[&str]) -> String {
    known
        .iter()
        .map(|k| format!("[--{k} VALUE]"))
        .collect::<Vec<_>>()
        .join(" ")
}
