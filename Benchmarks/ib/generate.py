#!/usr/bin/env python3
"""Writes a storyboard of N scenes, 30 views each (labels, buttons, a stack view of four
arranged views, a table view with a prototype cell, plain views), with constraints the way
Xcode writes them and frames consistent with them: the input of Benchmarks/ib/run.

    Benchmarks/ib/generate.py SCENES OUT.storyboard
"""
import sys


def scene(index):
    p = f"s{index}-"
    views, constraints = [], []

    def frame(x, y, w, h):
        return f'<rect key="frame" x="{x}" y="{y}" width="{w}" height="{h}"/>'

    # 12 labels in a column, each below the previous one.
    for i in range(12):
        views.append(f'<label text="Row {i} of scene {index}" horizontalHuggingPriority="251" verticalHuggingPriority="251" '
                     f'translatesAutoresizingMaskIntoConstraints="NO" id="{p}l{i}">{frame(16, 20 + 30 * i, 150, 20.5)}'
                     f'<fontDescription key="fontDescription" type="system" pointSize="17"/></label>')
        constraints.append(f'<constraint firstItem="{p}l{i}" firstAttribute="leading" secondItem="{p}root" secondAttribute="leadingMargin" id="{p}cl{i}"/>')
        if i == 0:
            constraints.append(f'<constraint firstItem="{p}l0" firstAttribute="top" secondItem="{p}safe" secondAttribute="top" constant="20" id="{p}ct{i}"/>')
        else:
            constraints.append(f'<constraint firstItem="{p}l{i}" firstAttribute="top" secondItem="{p}l{i-1}" secondAttribute="bottom" constant="9.5" id="{p}ct{i}"/>')
    # 6 buttons beside the first six labels, baseline-aligned.
    for i in range(6):
        views.append(f'<button translatesAutoresizingMaskIntoConstraints="NO" id="{p}b{i}">{frame(300, 20 + 30 * i, 59, 30)}'
                     f'<state key="normal" title="Edit {i}"/><fontDescription key="fontDescription" type="system" pointSize="15"/></button>')
        constraints.append(f'<constraint firstAttribute="trailingMargin" secondItem="{p}b{i}" secondAttribute="trailing" id="{p}cb{i}"/>')
        constraints.append(f'<constraint firstItem="{p}b{i}" firstAttribute="centerY" secondItem="{p}l{i}" secondAttribute="centerY" id="{p}cy{i}"/>')
    # A stack view of four views (5 views).
    arranged = "".join(f'<view placeholderIntrinsicWidth="40" placeholderIntrinsicHeight="40" translatesAutoresizingMaskIntoConstraints="NO" '
                       f'id="{p}a{i}">{frame(i * 87.75, 0, 81.75, 40)}</view>' for i in range(4))
    views.append(f'<stackView distribution="fillEqually" spacing="6" translatesAutoresizingMaskIntoConstraints="NO" id="{p}st">'
                 f'{frame(16, 400, 343, 40)}<subviews>{arranged}</subviews></stackView>')
    constraints += [f'<constraint firstItem="{p}st" firstAttribute="leading" secondItem="{p}root" secondAttribute="leadingMargin" id="{p}cs1"/>',
                    f'<constraint firstAttribute="trailingMargin" secondItem="{p}st" secondAttribute="trailing" id="{p}cs2"/>',
                    f'<constraint firstItem="{p}st" firstAttribute="top" secondItem="{p}l11" secondAttribute="bottom" constant="29.5" id="{p}cs3"/>']
    # A table view with one prototype cell and a label in it (4 views), and 2 plain views.
    cell = (f'<tableViewCell id="{p}cell">{frame(0, 28, 375, 44)}<autoresizingMask key="autoresizingMask"/>'
            f'<tableViewCellContentView key="contentView" id="{p}cv">{frame(0, 0, 375, 44)}<autoresizingMask key="autoresizingMask"/>'
            f'<subviews><label text="Cell" translatesAutoresizingMaskIntoConstraints="NO" id="{p}cl">{frame(16, 11, 343, 22)}</label></subviews>'
            f'<constraints><constraint firstItem="{p}cl" firstAttribute="leading" secondItem="{p}cv" secondAttribute="leadingMargin" id="{p}cc1"/>'
            f'<constraint firstItem="{p}cl" firstAttribute="top" secondItem="{p}cv" secondAttribute="topMargin" id="{p}cc2"/></constraints>'
            f'</tableViewCellContentView></tableViewCell>')
    views.append(f'<tableView translatesAutoresizingMaskIntoConstraints="NO" id="{p}tv">{frame(0, 460, 375, 150)}<prototypes>{cell}</prototypes></tableView>')
    constraints += [f'<constraint firstItem="{p}tv" firstAttribute="leading" secondItem="{p}root" secondAttribute="leading" id="{p}ct1"/>',
                    f'<constraint firstItem="{p}tv" firstAttribute="trailing" secondItem="{p}root" secondAttribute="trailing" id="{p}ct2"/>',
                    f'<constraint firstItem="{p}tv" firstAttribute="top" secondItem="{p}st" secondAttribute="bottom" constant="20" id="{p}ct3"/>',
                    f'<constraint firstItem="{p}tv" firstAttribute="height" constant="150" id="{p}ct4"/>']
    for i in range(2):
        views.append(f'<view translatesAutoresizingMaskIntoConstraints="NO" id="{p}v{i}">{frame(16 + 180 * i, 620, 163, 30)}</view>')
        constraints += [f'<constraint firstItem="{p}v{i}" firstAttribute="top" secondItem="{p}tv" secondAttribute="bottom" constant="10" id="{p}cv{i}a"/>',
                        f'<constraint firstItem="{p}v{i}" firstAttribute="height" constant="30" id="{p}cv{i}b"/>',
                        f'<constraint firstItem="{p}v{i}" firstAttribute="width" constant="163" id="{p}cv{i}c"/>',
                        f'<constraint firstItem="{p}v{i}" firstAttribute="leading" secondItem="{p}root" secondAttribute="leading" constant="{16 + 180 * i}" id="{p}cv{i}d"/>']
    # One element per line, as Xcode writes them.
    text = (f'<scene sceneID="{p}scene"><objects><viewController storyboardIdentifier="Scene{index}" id="{p}vc" sceneMemberID="viewController">'
            f'<view key="view" id="{p}root">{frame(0, 0, 375, 667)}<autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>'
            f'<subviews>{"".join(views)}</subviews><viewLayoutGuide key="safeArea" id="{p}safe"/>'
            f'<constraints>{"".join(constraints)}</constraints></view></viewController></objects></scene>')
    return text.replace("><", ">\n<") + "\n"


def main():
    count, path = int(sys.argv[1]), sys.argv[2]
    with open(path, "w") as out:
        out.write('<?xml version="1.0" encoding="UTF-8"?>\n<document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" '
                  'version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">\n'
                  '<device id="retina4_7" orientation="portrait" appearance="light"/>\n<scenes>\n')
        for index in range(count):
            out.write(scene(index))
        out.write('</scenes>\n</document>\n')


if __name__ == "__main__":
    main()
