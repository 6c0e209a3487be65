//! Huge inputs of one character (or of `../`) repeated: the grammar must
//! finish, in linear time, without overflowing the stack or panicking.
//!
//! `tokenize` (preprocessing, mode selection, `url`) runs on 10 MB of each
//! pattern in every fallback mode, and `grammar::run` on a smaller copy
//! (320 KB) for every rule in every mode: 35 rules × 3 modes × 14 patterns
//! is 1,470 runs, and `run` lists every token in a `Vec` (10 MB of `/` would
//! be ten million dir tokens, about half a gigabyte).
//!
//! `cargo test` builds this crate optimised (`[profile.test.package.specurl]`
//! in `Cargo.toml`), so the full size takes seconds. `SPECURL_BAD_INPUT_MB`
//! sets another size, for a quick run or a look at how time grows with it.
//! No timing is asserted: superlinear time would show as a test that does
//! not finish.

use specurl::grammar::{self, run, tokens::UrlTokens, Mode, Rule, Span};
use specurl::Source;

/// The repeated patterns: every character the grammar splits on or treats
/// specially, a plain letter, a space, a non-ASCII letter, and `../`.
const PATTERNS: &[&str] = &[
    "a", "/", "\\", ".", "%", "@", "[", "]", ":", "?", "#", " ", "é", "../",
];

const MB: usize = 1 << 20;

/// The size of the `tokenize` inputs, in bytes.
fn tokenize_size() -> usize {
    let mb = std::env::var("SPECURL_BAD_INPUT_MB")
        .ok()
        .and_then(|s| s.parse::<usize>().ok());
    mb.unwrap_or(10) * MB
}

/// The size of the `run` inputs: a thirty-second of the `tokenize` ones.
fn run_size() -> usize {
    tokenize_size() / 32
}

/// `pattern` repeated to about `size` bytes.
fn repeat(pattern: &str, size: usize) -> String {
    pattern.repeat(size / pattern.len())
}

/// What a successful parse looks like, in numbers.
#[derive(Debug, PartialEq)]
struct Shape {
    scheme: bool,
    authority: bool,
    path_root: bool,
    dirs: usize,
    file: usize,
    query: Option<usize>,
    fragment: Option<usize>,
}

fn shape(url: &UrlTokens<Span<'_>>) -> Shape {
    Shape {
        scheme: url.scheme().is_some(),
        authority: url.authority().is_some(),
        path_root: url.path_root().is_some(),
        dirs: url.path().dir_iter().count(),
        file: url.path().file().map_or(0, |f| f.fragment().len()),
        query: url.query().map(|q| q.fragment().len()),
        fragment: url.fragment().map(|f| f.fragment().len()),
    }
}

/// The shape `tokenize` must give `n` bytes of `pattern` in `mode`.
fn expected(pattern: &str, n: usize, mode: Mode) -> Shape {
    let plain = Shape {
        scheme: false,
        authority: false,
        path_root: false,
        dirs: 0,
        file: 0,
        query: None,
        fragment: None,
    };
    let slashes = Shape {
        authority: true,
        path_root: true,
        dirs: n - 3,
        ..plain
    };
    match pattern {
        // `\` is no `s` in generic mode: one long file.
        "\\" if mode == Mode::Generic => Shape { file: n, ..plain },
        // `s s`, an empty authority, the root `s`, then empty dirs.
        "/" | "\\" => slashes,
        // `?` starts a query that holds every other `?`.
        "?" => Shape {
            query: Some(n - 1),
            ..plain
        },
        "#" => Shape {
            fragment: Some(n - 1),
            ..plain
        },
        // Preprocessing trims it all.
        " " => plain,
        "../" => Shape {
            dirs: n / 3,
            ..plain
        },
        // Any other single character: one long file (`@`, `[`, `]` and `:`
        // included, as nothing starts `//` to make them an authority).
        _ => Shape { file: n, ..plain },
    }
}

#[test]
fn tokenize_huge_inputs() {
    let size = tokenize_size();
    for pattern in PATTERNS {
        let input = repeat(pattern, size);
        let source = Source::new(&input);
        for mode in Mode::ALL {
            // Every pattern parses: none makes an authority that could fail.
            let got = grammar::tokenize(&source, mode).map(|url| shape(&url));
            let want = expected(pattern, input.len(), mode);
            assert_eq!(got, Ok(want), "{pattern:?} × {} in {mode}", input.len());
        }
    }
}

#[test]
fn every_rule_on_huge_inputs() {
    let size = run_size();
    let mut tokens = 0usize;
    for pattern in PATTERNS {
        let input = repeat(pattern, size);
        for &rule in Rule::ALL {
            for mode in Mode::ALL {
                match run(rule, mode, Span::new(&input)) {
                    Ok(parsed) => {
                        let rest = parsed.rest.location_offset();
                        assert_eq!(&input[rest..], *parsed.rest.fragment(), "{rule} {mode}");
                        tokens += parsed.tokens.len();
                    }
                    Err(e) => {
                        let end = e.span.location_offset() + e.span.fragment().len();
                        assert!(end <= input.len(), "{rule} {mode}: {e:?}");
                    }
                }
            }
        }
    }
    // The runs did produce tokens: the path rules alone split the `/` and
    // `../` inputs into one dir per segment.
    assert!(tokens > size, "{tokens} tokens");
}

/// The address rules on long runs of the characters they read (digits,
/// hex digits, `:` and `.`): a loose IPv6 address reads its whole run
/// before it counts its pieces, and the others stop after a bounded
/// number of parts.
#[test]
fn address_rules_on_huge_address_like_inputs() {
    let size = run_size();
    let rules = [
        Rule::Ip4Address,
        Rule::Ip4Number,
        Rule::Ip4AddressStrict,
        Rule::DecOctet,
        Rule::Ip6Address,
        Rule::Ip6AddressStrict,
        Rule::H16,
        Rule::Ls32,
    ];
    for pattern in [
        "1:", "1.", "1::", "9", "f", "0x1.", "255.", "ffff:", "1.2.3.4:",
    ] {
        let input = repeat(pattern, size);
        for rule in rules {
            match run(rule, Mode::Web, Span::new(&input)) {
                Ok(parsed) => {
                    let rest = parsed.rest.location_offset();
                    assert_eq!(
                        &input[rest..],
                        *parsed.rest.fragment(),
                        "{rule} {pattern:?}"
                    );
                }
                Err(e) => {
                    let end = e.span.location_offset() + e.span.fragment().len();
                    assert!(end <= input.len(), "{rule} {pattern:?}: {e:?}");
                }
            }
        }
    }
    // Thousands of groups: the error points at the ninth.
    let groups = format!("{}1", repeat("1:", size));
    let e = grammar::ip6_address(Mode::Web, Span::new(&groups)).unwrap_err();
    let nom::Err::Error(e) = e else {
        panic!("{e:?}")
    };
    assert_eq!((e.span.location_offset(), *e.span.fragment()), (16, "1"));
    // A loose IPv4 address takes four numbers and a dot, whatever follows.
    let numbers = repeat("1.", size);
    let (rest, address) = grammar::ip4_address(Mode::Web, Span::new(&numbers)).unwrap();
    assert_eq!(
        (u32::from(address.address()), rest.location_offset()),
        (0x0101_0101, 8)
    );
}
