//! Every case of WPT's `percent-encoding.json`, as WPT runs it through the
//! URL parser: a document in each listed encoding holds
//! `<a href="https://doesnotmatter.invalid/?{input}#{input}">`; its query
//! is the expected output for that encoding, its fragment the UTF-8 one.

use serde_json::Value;
use specurl::Encoding;
use specurl::Url;

const DATA: &str = "tests/data/wpt/percent-encoding.json";

fn check(input: &str, label: &str, query: &str, fragment: &str) -> Result<(), String> {
    let encoding = Encoding::for_label(label).ok_or("an unknown encoding")?;
    let href = format!("https://doesnotmatter.invalid/?{input}#{input}");
    let url = Url::options()
        .encoding(encoding)
        .parse(&href)
        .map_err(|e| format!("failed: {e}"))?;
    let (search, hash) = (format!("?{query}"), format!("#{fragment}"));
    if url.search() != search || url.hash() != hash {
        return Err(format!(
            "got search {:?} hash {:?}, want {search:?} {hash:?}",
            url.search(),
            url.hash()
        ));
    }
    Ok(())
}

#[test]
fn percent_encoding_data() {
    let text = std::fs::read_to_string(DATA).expect("the WPT data");
    let cases: Vec<Value> = serde_json::from_str(&text).expect("valid JSON");
    let (mut passed, mut failed) = (0, 0);
    let mut labels = std::collections::BTreeSet::new();
    for case in cases.iter().filter_map(Value::as_object) {
        let input = case["input"].as_str().expect("an input");
        let output = case["output"].as_object().expect("outputs");
        let utf8 = output["utf-8"].as_str().expect("a UTF-8 output");
        for (label, query) in output {
            labels.insert(label.as_str());
            match check(input, label, query.as_str().expect("an output"), utf8) {
                Ok(()) => passed += 1,
                Err(why) => {
                    failed += 1;
                    eprintln!("FAIL {input:?} in {label}: {why}");
                }
            }
        }
    }
    println!("{passed} passed, {failed} failed");
    // Every legacy encoding of the file is exercised, not only UTF-8.
    assert!(labels.len() >= 5, "{labels:?}");
    assert_eq!(failed, 0, "{passed} passed, {failed} failed");
}

/// Megabyte queries in encodings with escape sequences and references:
/// the override is linear and its output as long as it must be.
#[test]
fn megabyte_queries() {
    const N: usize = 1 << 18;
    let cases = [
        ("iso-2022-jp", "\u{E}", "%26%2365533%3B"),
        ("windows-1252", "✓", "%26%2310003%3B"),
        ("windows-1252", "é", "%E9"),
        ("gb18030", "\u{1F308}", "%949%B06"),
        ("big5", "a", "a"),
    ];
    for (label, c, encoded) in cases {
        let encoding = Encoding::for_label(label).unwrap();
        // The `A` keeps preprocessing from trimming trailing controls.
        let input = format!("http://h/?{}A", c.repeat(N));
        let url = Url::options().encoding(encoding).parse(&input).unwrap();
        // Compared without printing a megabyte on failure.
        let want = encoded.repeat(N) + "A";
        assert!(url.query() == Some(want.as_str()), "{label} {c:?}");
    }
}

/// The standard's encoding override is UTF-8 for a URL that is not
/// special or whose scheme is `ws` or `wss`: only the other special
/// schemes' queries are encoded in the document's encoding.
#[test]
fn override_scope_by_scheme() {
    let encoding = Encoding::for_label("windows-1252").unwrap();
    for (input, query) in [
        ("http://h/?é", "%E9"),
        ("https://h/?é", "%E9"),
        ("ftp://h/?é", "%E9"),
        ("file:///p?é", "%E9"),
        ("ws://h/?é", "%C3%A9"),
        ("wss://h/?é", "%C3%A9"),
        ("sc://h/?é", "%C3%A9"),
        ("mailto:a?é", "%C3%A9"),
        // The scheme as written, before normalisation lowercases it.
        ("HTTP://h/?é", "%E9"),
        ("WSS://h/?é", "%C3%A9"),
    ] {
        let url = Url::options().encoding(encoding).parse(input).unwrap();
        assert_eq!(url.query(), Some(query), "{input}");
    }
}
