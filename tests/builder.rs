//! `UrlRef::builder`: every URL of WPT's URL tests and of the URL lists,
//! taken apart by the getters and built again, prints its href; and each
//! component is refused where its production stops.

use specurl::Order;
use specurl::{Url, UrlRef};

/// `url` taken apart by the getters and built again.
fn rebuilt(url: &UrlRef<'_>) -> Result<String, String> {
    let authority = url.authority().map(|a| a.to_string());
    let mut b = UrlRef::builder();
    if let Some(s) = url.scheme() {
        b = b.scheme(s);
    }
    if let Some(a) = authority.as_deref() {
        b = b.authority(a);
    }
    if let Some(d) = url.drive() {
        b = b.drive(d);
    }
    if url.has_path_root() {
        b = b.path_root();
    }
    for d in url.dirs() {
        b = b.dir(d);
    }
    if let Some(f) = url.file() {
        b = b.file(f);
    }
    if let Some(q) = url.query() {
        b = b.query(q);
    }
    if let Some(f) = url.fragment() {
        b = b.fragment(f);
    }
    b.build().map(|u| u.to_string()).map_err(|e| e.to_string())
}

#[test]
fn every_wpt_url_rebuilt_prints_its_href() {
    let mut checked = 0;
    for (input, base) in specurl_check::data::wpt_pairs().unwrap() {
        let Ok(url) = Url::parse(&input, base.as_deref()) else {
            continue;
        };
        let model = url.to_url_ref();
        assert_eq!(
            rebuilt(&model).as_deref(),
            Ok(url.href()),
            "{input:?} against {base:?}"
        );
        checked += 1;
    }
    assert!(checked > 500, "only {checked} WPT URLs");
}

#[test]
fn every_listed_url_rebuilt_prints_its_href() {
    let mut checked = 0;
    for list in specurl_check::data::url_lists().unwrap() {
        for input in specurl_check::data::url_list(&list).unwrap() {
            let Ok(url) = Url::parse(&input, None) else {
                continue;
            };
            assert_eq!(
                rebuilt(&url.to_url_ref()).as_deref(),
                Ok(url.href()),
                "{input:?}"
            );
            checked += 1;
        }
    }
    assert!(checked > 10_000, "only {checked} listed URLs");
}

#[test]
fn relative_references_are_rebuilt_as_parsed() {
    for input in [
        "",
        "a",
        "../b/c?q#f",
        "//h",
        "//u@h:8/x/",
        "/a/b/",
        "?q",
        "#f",
        "a:b",
    ] {
        let parsed = UrlRef::parse(input).unwrap();
        assert_eq!(rebuilt(&parsed).as_deref(), Ok(input), "{input:?}");
    }
}

#[test]
fn a_value_is_refused_where_its_production_stops() {
    let refused = |b: specurl::model::Builder<'_>| {
        let e = b.build().unwrap_err();
        (e.component(), e.index(), e.span().range())
    };
    let b = UrlRef::builder;
    assert_eq!(refused(b().scheme("1x")), (Order::Scheme, 0, 0..1));
    assert_eq!(refused(b().scheme("a:b")), (Order::Scheme, 0, 1..3));
    assert_eq!(refused(b().authority("a b")), (Order::Authority, 0, 1..2));
    assert_eq!(refused(b().authority("[::1")), (Order::Authority, 0, 0..4));
    assert_eq!(refused(b().dir("a").dir("b/c")), (Order::Dir, 1, 1..3));
    assert_eq!(refused(b().file("")), (Order::File, 0, 0..0));
    assert_eq!(refused(b().file("a?")), (Order::File, 0, 1..2));
    assert_eq!(refused(b().query("a#")), (Order::Query, 0, 1..2));
    // The mode is the scheme's: `\` separates in a web URL only.
    assert_eq!(
        refused(b().scheme("http").dir("a\\b")),
        (Order::Dir, 0, 1..3)
    );
    assert!(b().scheme("sc").dir("a\\b").build().is_ok());
}

#[test]
fn the_path_root_constraint_is_kept() {
    let url = UrlRef::builder().authority("h").file("x").build().unwrap();
    assert!(url.has_path_root());
    assert_eq!(url.to_string(), "//h/x");
    let url = UrlRef::builder().file("x").build().unwrap();
    assert!(!url.has_path_root());
}
