//! The nullable setters of `UrlRef` on generated references and values, at
//! a fixed seed: none panics; a value that is set reads back as it was
//! given; and the model's constraints hold after every call (a userinfo or
//! a port only with a host, a path-root whenever an authority or a drive
//! precedes a dir or a file).

use proptest::prelude::*;
use proptest::sample::select;
use proptest::test_runner::TestRunner;
use specurl::UrlRef;

/// The model's constraints.
fn constraints_hold(r: &UrlRef<'_>) -> bool {
    let authority_ok = r
        .authority()
        .is_none_or(|a| !a.host().is_empty() || (a.userinfo().is_none() && a.port().is_none()));
    let has_path = r.dirs().len() > 0 || r.file().is_some();
    let root_ok =
        !((r.authority().is_some() || r.drive().is_some()) && has_path) || r.has_path_root();
    authority_ok && root_ok
}

/// References and values built of the pieces that matter.
fn piece_string() -> impl Strategy<Value = String> {
    const PIECES: &[&str] = &[
        "a", "sc", "file", "http", ":", "//", "/", "\\", "?", "#", "@", "[::1]", "[", "]", "80",
        "65536", "%41", "%", " ", "c|", "C:", ".", "..", "é", "\u{0}",
    ];
    prop::collection::vec(select(PIECES), 0..8).prop_map(|v| v.concat())
}

#[test]
fn setters_keep_the_constraints_and_read_back() {
    let mut runner = TestRunner::new(specurl_check::seed::config(4000));
    let strategy = (piece_string(), 0..8usize, prop::option::of(piece_string()));
    let set = std::cell::Cell::new(0);
    runner
        .run(&strategy, |(reference, setter, value)| {
            let Ok(mut r) = UrlRef::parse(&reference) else {
                return Ok(());
            };
            let v = value.as_deref();
            let result = match setter {
                0 => r.set_scheme(v).map(|()| r.scheme() == v),
                1 => r
                    .set_authority(v)
                    .map(|()| r.authority().is_some() == v.is_some()),
                2 => r.set_userinfo(v).map(|()| {
                    r.authority()
                        .and_then(|a| a.userinfo())
                        .map(ToString::to_string)
                        .as_deref()
                        == v
                }),
                3 => r
                    .set_host(v)
                    .map(|()| v.is_none() || r.authority().is_some_and(|a| !a.host().is_empty())),
                4 => r
                    .set_port(v)
                    .map(|()| r.authority().and_then(|a| a.port()).is_some() == v.is_some()),
                5 => r.set_path(v.unwrap_or_default()).map(|()| true),
                6 => r.set_query(v).map(|()| r.query() == v),
                _ => r.set_fragment(v).map(|()| r.fragment() == v),
            };
            prop_assert!(
                constraints_hold(&r),
                "{reference:?} setter {setter} {value:?}: {r:?}"
            );
            if let Ok(reads_back) = result {
                set.set(set.get() + 1);
                prop_assert!(reads_back, "{reference:?} setter {setter} {value:?}: {r:?}");
            }
            // Whatever happened, the reference still prints.
            let _ = r.to_string();
            Ok(())
        })
        .unwrap();
    assert!(set.get() > 1000, "only {} values were set", set.get());
}
