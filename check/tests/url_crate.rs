//! `docs/differential.md` shows how the `url` crate differs from whatwg-url
//! as a table computed by [`specurl_check::url_crate::table`]; this test
//! fails while the page's table is not what the computation gives now (a
//! new `url` crate, new test data), so that the page stays true.

use specurl_check::{data, url_crate};

const START: &str = "<!-- table: cargo run -p specurl-check --example url_crate_differences -->\n";
const END: &str = "<!-- end of table -->";

#[test]
fn the_table_of_docs_differential_is_current() {
    let path = data::data_dir().join("../../docs/differential.md");
    let page = std::fs::read_to_string(&path).expect("docs/differential.md");
    let start = page.find(START).expect("the table's start marker") + START.len();
    let end = start + page[start..].find(END).expect("the table's end marker");
    let computed = url_crate::table(&url_crate::sets().expect("the test data"));
    assert!(
        page[start..end] == computed,
        "docs/differential.md is stale; its table is now:\n{computed}"
    );
}

/// The comparison is not vacuous: the `url` crate's answer has every getter,
/// and it differs from whatwg-url on a case WPT pins.
#[test]
fn the_url_crate_answers_as_the_oracle_does() {
    let ours = url_crate::answer("../b", Some("http://h/a/c"));
    assert_eq!(ours["href"], "http://h/b");
    assert_eq!(ours["origin"], "http://h");
    assert_eq!(url_crate::answer("x", Some("not a base"))["failure"], true);
    let table = url_crate::table(&[url_crate::InputSet {
        name: "one".into(),
        cases: vec![("///test".into(), Some("http://example.org/".into()))],
    }]);
    assert!(
        table.contains("| special | the url crate fails | 1 |"),
        "{table}"
    );
}
